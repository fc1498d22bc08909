"""The hall of fame from the main menu: every computer's records, without waiting for the attract mode.

The same table the attract mode ends its runs on (``wopr_view.draw_fame``),
drawn in the game's own colours: the computers weakest first by both
seats (the stronger, then the weaker; no one seat is the reader's), each with its longest unbeaten run and its quickest win,
and UNBEATEN where an opponent measured never to lose leaves no quickest
win to set.  Any key, button or click goes back to the menu.  Said aloud,
the table is read as it opens, a row at a time (each computer, then its
records by name), and the line under it.
"""

from __future__ import annotations

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.matches.strengths import fame_table
from game.app.render.boardviews import Look
from game.app.render.hints import Hint
from game.app.render.ui import draw_hint
from game.app.render.wopr_view import FAME_INVITE, FAME_INVITE_EMPTY, FAME_TITLE, FAME_UNBEATEN, draw_fame
from game.app.shell.scene import Scene
from game.app.scenes.initials import said_initials
from game.cabinet.hall_of_fame import FameRow, Kind
from game.language import N_, tr
from game.speech import Spoken

NAME = "hall_of_fame"
MENU_LABEL = N_("HALL OF FAME")
# TRANSLATORS: a key hint: {select}/{back} are two keys that both go back (BACK is a verb).
HINT = N_("{select}/{back} BACK")  # one group of two keys: each is a button (render.hints)
#: Actions that leave: a press of select or back, or a click anywhere (the mouse's only way out).
LEAVING = frozenset({Action.SELECT, Action.BACK, Action.CLICK})
# TRANSLATORS: said aloud for a record in the hall of fame: its name (QUICKEST WIN), its amount (3 MOVES) and its
# holder's initials (ABC).
RECORD_SAID = N_("{title}, {amount}, {initials}")
# TRANSLATORS: said aloud for a record nobody holds yet (the table shows ---).
NO_RECORD = N_("{title}, NONE")
UNBEATEN_SAID = N_("{title}, {unbeaten}")
# TRANSLATORS: said aloud for a computer in the hall of fame against whom nobody holds a record yet.
NO_RECORDS_SAID = N_("{name}: NO RECORDS")


def said_row(row: FameRow) -> str:
    """One row of the table as said: ``RANDOM: LONGEST UNBEATEN RUN, 5 GAMES, ABC. QUICKEST WIN, NONE.``"""
    name = tr(row.name.upper())
    if row.streak is None and row.quickest is None and not row.never_loses:
        return tr(NO_RECORDS_SAID).format(name=name) + "."
    records = []
    for kind in Kind:
        record, title = row.held(kind), tr(kind.title)
        if record is not None:
            records.append(tr(RECORD_SAID).format(title=title, amount=kind.amount(record.value),
                                                  initials=said_initials(record.initials)))
        elif kind is Kind.QUICKEST and row.never_loses:
            records.append(tr(UNBEATEN_SAID).format(title=title, unbeaten=tr(FAME_UNBEATEN)))
        else:
            records.append(tr(NO_RECORD).format(title=title))
    return f"{name}: {'. '.join(records)}."


def said_records(rows: tuple[FameRow, ...]) -> tuple[str, ...]:
    """The table as said, a row a line (an unbeatable computer's UNBEATEN too), then the line under it."""
    empty = all(row.streak is None and row.quickest is None for row in rows)
    return (*(said_row(row) for row in rows), FAME_INVITE_EMPTY if empty else FAME_INVITE)


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

    def spoken(self) -> Spoken:
        lines = said_records(self.rows)
        return Spoken(FAME_TITLE, " ".join(tr(line) for line in lines), whole=(FAME_TITLE, *lines))
