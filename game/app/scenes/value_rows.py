"""Screens of rows with values (settings, match setup, operator menu): one way to drive them.

UP/DOWN move the cursor, LEFT/RIGHT step the value of the row under it,
SELECT or a click on a row without a value activates it, a click on a value
steps it back or on by the half of the value column it lands in, and BACK
leaves.  The screens differ only in what a row holds, so they say that and
inherit the rest.  Their key hints name ``←→ CHANGE`` only while the cursor
is on a row it changes (``rows_hint``).  Said aloud (``spoken``) they are
alike too: the title, then the row under the cursor with its value
(``VOLUME, 70 PERCENT``), and on request the line that explains it.
"""

from __future__ import annotations

from typing import ClassVar

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.render.hints import GROUP, Hint
from game.app.render.ui import CursorList, Nav, ValueColumn
from game.app.shell.scene import Scene
from game.language import N_, tr
from game.speech import Spoken
from game.speech.words import said_place


#: The group of a hint line's template that steps a row's value.
# TRANSLATORS: write it exactly as in the hint lines that hold it: it is left out of them on a row with no value.
CHANGE_HINT = N_("{left}{right} CHANGE")
# TRANSLATORS: said aloud for the row under the cursor: its label as drawn, then its value (VOLUME, 70 PERCENT).
ROW_SAID = N_("{label}, {value}")


class ValueRowsScene(Scene):
    """A cursor list whose rows may carry a value; subclasses say which rows do and how values change."""

    column: ClassVar[ValueColumn]  # where the values are drawn, and so where a click steps them
    #: Whether the screen's name is said with what its rows hold: a match's setup opens on START, and one press
    #: would play choices never heard.
    says_rows_on_opening: ClassVar[bool] = False
    title: ClassVar[str]  # the screen's title, which is its name said aloud
    list: CursorList  # made by the subclass's ``enter``

    def has_value(self, index: int) -> bool:
        """Whether row ``index`` carries a value that LEFT/RIGHT step."""
        raise NotImplementedError

    def change(self, direction: int) -> None:
        """Step the value of the row under the cursor back (-1) or on (+1)."""
        raise NotImplementedError

    def row_label(self, index: int) -> str:
        """Row ``index``'s label as drawn."""
        raise NotImplementedError

    def said_value(self, index: int) -> str:
        """Row ``index``'s value said aloud: the words drawn, a glyph or an abbreviation as its word ("" for none)."""
        return ""

    def said_status(self) -> str:
        """What the screen reports by itself (a setting not saved, what the last choice did); "" for nothing."""
        return ""

    def said_about(self) -> str:
        """The line that explains the row under the cursor, said with the whole screen; "" for none."""
        return ""

    def said_row(self, index: int) -> str:
        """A row as said: its label, then its value (``VOLUME, 70 PERCENT``), or its label alone."""
        label, value = tr(self.row_label(index)), self.said_value(index)
        return tr(ROW_SAID).format(label=label, value=tr(value)) if value else label

    def spoken(self) -> Spoken:
        """The title as the screen opens (with what its rows hold, where they are the choices about to be played),
        the row under the cursor; the whole screen is every row, the cursor's again last, and its explanation."""
        focus, status = self.said_row(self.list.index), self.said_status()
        rows = [self.said_row(index) for index in range(self.list.count)]
        screen = self.title
        if self.says_rows_on_opening:
            screen = ". ".join([tr(self.title), *(row for index, row in enumerate(rows) if self.has_value(index))])
        whole = tuple(line for line in (self.title, status, *rows, focus, self.said_about()) if line)
        return Spoken(screen, focus, status=status, whole=whole,
                      place=said_place(self.list.index, self.list.count))

    def rows_hint(self, template: str) -> Hint:
        """The hint line of ``template``, without its ``←→ CHANGE`` while the row under the cursor has no value."""
        if self.has_value(self.list.index):
            return self.keyed(template)
        said, change = tr(template), tr(CHANGE_HINT)  # the group left out as the language in use writes it
        gap = "   " if "   " in said else "  "
        return self.keyed(gap.join(group for group in GROUP.findall(said) if group != change))

    def activate(self) -> None:
        """SELECT on the row under the cursor: by default its value steps on."""
        self.change(+1)

    def leave(self) -> None:
        """BACK: close the screen."""
        self.ctx.audio.play(Sfx.BACK)
        self.ctx.scenes.pop()

    def handle(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.BACK:
            self.leave()
        elif action in (Action.LEFT, Action.RIGHT):
            self.change(-1 if action is Action.LEFT else +1)
        elif action is Action.CLICK and event.pos is not None and (row := self.list.row_at(event.pos)) is not None:
            scrolled = row not in self.list.shown()  # a mark beside a scrolled list: it brings the row into view
            self.list.index = row
            if scrolled:
                self.ctx.audio.play(Sfx.MOVE)
            elif self.has_value(row):
                self.change(-1 if self.column.left <= event.pos[0] < self.column.mid else +1)
            else:
                self.activate()
        else:
            nav = self.list.handle(event)
            if nav is Nav.MOVED:
                self.ctx.audio.play(Sfx.MOVE)
            elif nav is Nav.CHOSEN:
                self.activate()
