"""MATCHBOXES: MENACE's boxes on the shelf, grouped by move number as in Michie's photographs.

Donald Michie's MENACE (1961) was a chest of matchboxes, one per position,
each holding coloured beads, one colour per move; Matthew Scroggs's web
MENACE draws them the same way.  Here each box is a small board with its
marks and its beads (``render.matchbox_view``), one group of boxes per move
number -- MENACE as X draws from moves 1, 3, 5, 7, 9, as O from moves 2, 4,
6, 8 -- in pages of boxes.  A thick bright edge marks a box MENACE has
learned (its beads differ from a new box's), a thin one a box untouched.

- The cursor moves over the boxes: arrows step from box to box; LEFT and
  RIGHT at a page's edge turn the page; UP from the top row and DOWN from
  the bottom row go to the move number before or after; TAB steps the move
  number.  The mouse points at boxes, and a click opens one; clicks on the
  move numbers and on the page's arrows turn to them.
- SELECT (or a click) shows the box large: every bead count and each
  square's chance, the figure the game's thinking labels give it; LEFT and RIGHT step to the neighbouring
  boxes; BACK, SELECT or a click returns to the shelf.  BACK on the shelf
  leaves.
- Which MENACE: over a game against it (from the pause menu), the match's
  own player, opened on the box it last drew from, large, as it was before
  the draw, with the drawn bead lit; anywhere else the player's saved
  MENACE, read and written only by RESET.  A damaged file is set aside by
  the store and its message shown here; the shelf then holds new boxes.
- Under Michie's rule (the setting's RESIGN) an empty first box means
  MENACE has given up: it resigns every game it would open.  The screen says
  MENACE HAS GIVEN UP where the legend goes.  U (RESET) asks first
  (``ConfirmScene``), then forgets everything MENACE learned, on disk too,
  as ``tictactoe-magic menace reset`` does.  In kiosk mode the public cannot: the
  screen says the operator can, and the operator menu's RESET MENACE does.

With SPEECH on the screen says the move number's line (whose move, how
many boxes learned, the page) and the box under the cursor in words: its
number, whether learned, each player's marks and each square's beads by
where the square sits; shown large, each free square's chance too.

Nothing here keeps time: the screen follows the actions alone.
"""

from __future__ import annotations


import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.limits import LOGICAL_SIZE
from game.app.matches.menace_draws import draw_on_show, memory_problem, menace_on_show, reset_menace
from game.app.render.boardviews import Look
from game.app.render.matchbox_layout import (
    ABOUT_Y,
    BIG_BOX,
    BIG_LEFT,
    BIG_TOP,
    INFO_LEFT,
    LEGEND_Y,
    SHELF_AREA,
    TAB_CONTEXT,
    TAB_LABEL,
    TABS_X,
    TITLE_Y,
    ShelfGrid,
    grid_for,
    page_rects,
    tab_rects,
)
from game.app.render.matchbox_view import (
    BoxPicture,
    draw_big_box,
    draw_box,
    draw_box_edge,
    least_many,
    writes_many,
)
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, draw_hint, draw_underline
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.matchbox_speech import MatchboxesSpeech
from game.app.scenes.matchbox_words import (GAMES_ROOM, GIVEN_UP_WARNING, KIOSK_GIVEN_UP_WARNING, TITLE, Mode, ABOUT, GAMES_LEARNED, PAGE, BOX_OF, EMPTY, LEARNED, UNTOUCHED, BEAD, BEADS, EACH_SQUARE, IN_YOUR_GAME, DRAWING_NOW, LIT_CHANCE, whose)
from game.engine import move_classes
from game.app.shell.scene import Scene
from game.app.store.settings import Notice
from game.language import N_, tr, trc
from game.values.counts import count_text
from game.opponents.matchboxes import Group, ShelfSpot, is_learned, spot_of, shelf
from game.opponents.menace_store import MAX_GAMES

# TRANSLATORS: a key hint, groups two spaces apart (the line is full): BOX: go to a box; MOVE: the next move number's
# boxes; OPEN a box; RESET MENACE; go BACK.
SHELF_HINT = N_("{left}{up}{down}{right} BOX  {switch_view} MOVE  {select} OPEN  {undo} RESET  {back} BACK")
KIOSK_SHELF_HINT = N_("{left}{up}{down}{right} BOX  {switch_view} MOVE  {select} OPEN  {back} BACK")  # a cabinet's players may look, not reset
RESET_QUESTION = N_("RESET MENACE?")
# TRANSLATORS: a key hint: {left}{right} the NEXT BOX; {select}/{back} back to the SHELF of boxes.
BOX_HINT = N_("{left}{right} NEXT BOX  {select}/{back} SHELF")
# TRANSLATORS: what a box's edge means: thick, MENACE has learned in it; thin, untouched.  One line of 52 characters.
LEGEND = N_("THICK EDGE: LEARNED  THIN: UNTOUCHED")
# TRANSLATORS: as "THICK EDGE: LEARNED  THIN: UNTOUCHED", with: a + in a box stands for more than {most} beads.
MANY_LEGEND = N_("THICK EDGE: LEARNED  THIN: UNTOUCHED  +: OVER {most}")
MIRRORS_WORDS = N_("MIRROR SQUARES SPLIT ONE")  # as the board's thinking legend says it
INFO_LINE = 11  # line pitch of the enlarged box's words
PROBLEM_LINES = 4  # of a warning (giving up, a memory problem), wrapped, rising from where the legend goes



class MatchboxesScene(MatchboxesSpeech, Scene):
    """MENACE's boxes by move number, a page at a time; one box large with its counts and chances."""

    name = "matchboxes"

    def enter(self, ctx) -> None:
        self.menace = menace_on_show(ctx)
        self._page: tuple[tuple, pygame.Surface, bool] | None = None  # the shelf page drawn, by what it shows
        self._read_boxes()  # the saved MENACE loads here
        if self.problem and ctx.match is None:
            # Over a game, the game has told it already.
            ctx.tell(Notice(memory_problem(self.problem, self.kept_as), f"MENACE'S MEMORY: {self.problem}"))
        self.spot = ShelfSpot(0, 0)
        self.mode = Mode.SHELF
        self.drawn: BoxPicture | None = None  # the game's last draw, as the game showed it
        on_show = draw_on_show(ctx.match) if ctx.match is not None else None
        if on_show is not None:
            draw = on_show.draw
            self.spot = spot_of(draw.position)
            self.drawn = BoxPicture(draw.position, dict(draw.beads), on_show.lit)
            self.mode = Mode.BOX

    def _read_boxes(self) -> None:
        """What the shelf shows of MENACE's boxes: the games, any problem, which boxes are learned, giving up."""
        self.games = self.menace.games
        self.problem, self.kept_as = self.menace.problem, self.menace.kept_as
        self.given_up = self.menace.has_given_up
        self.learned = tuple(frozenset(i for i, board in enumerate(group.boards) if is_learned(self.menace, board))
                             for group in shelf())
        self._page = None

    def _reset(self) -> None:
        """RESET, answered YES: forget everything MENACE learned, on disk too, and say how it went."""
        reset_menace(self.ctx, self.menace)
        self._read_boxes()
        self.drawn = None

    # --- what is on show ---------------------------------------------------------

    @property
    def group(self) -> Group:
        """The move number on show."""
        return shelf()[self.spot.ply]

    @property
    def grid(self) -> ShelfGrid:
        """How the group's pages are laid out."""
        return grid_for(len(self.group.boards))

    @property
    def pages(self) -> int:
        """How many pages the group fills."""
        return -(-len(self.group.boards) // self.grid.per_page)

    @property
    def page(self) -> int:
        """The page the cursor is on, from 0."""
        return self.spot.index // self.grid.per_page

    def visible(self) -> range:
        """The group's indices of the boxes on this page."""
        per_page = self.grid.per_page
        start = self.page * per_page
        return range(start, min(start + per_page, len(self.group.boards)))

    def picture(self, index: int) -> BoxPicture:
        """Box ``index`` of the group on show, as MENACE holds it now."""
        board = self.group.boards[index]
        return BoxPicture(board, self.menace.beads(board))

    def zoomed(self) -> BoxPicture:
        """The box shown large: the game's draw if it was opened on it, else the box under the cursor."""
        return self.drawn if self.drawn is not None else self.picture(self.spot.index)

    # --- input ---------------------------------------------------------------------

    def handle(self, event: ActionEvent) -> None:
        if self.mode is Mode.BOX:
            self._handle_box(event)
        else:
            self._handle_shelf(event)

    def _handle_box(self, event: ActionEvent) -> None:
        action = event.action
        if action in (Action.BACK, Action.SELECT, Action.CLICK):
            self.drawn, self.mode = None, Mode.SHELF
            self.ctx.audio.play(Sfx.BACK)
        elif action in (Action.LEFT, Action.RIGHT):
            step = 1 if action is Action.RIGHT else -1
            index = min(max(self.spot.index + step, 0), len(self.group.boards) - 1)
            if index != self.spot.index or self.drawn is not None:
                self.drawn, self.spot = None, ShelfSpot(self.spot.ply, index)
                self.ctx.audio.play(Sfx.MOVE)

    def _handle_shelf(self, event: ActionEvent) -> None:
        action = event.action
        if action is Action.BACK:
            self.ctx.audio.play(Sfx.BACK)
            self.ctx.scenes.pop()
        elif action is Action.SELECT:
            self._open()
        elif action is Action.SWITCH_VIEW:
            self._go(ShelfSpot((self.spot.ply + 1) % len(shelf()), 0))
        elif action is Action.UNDO:
            if self.ctx.kiosk:  # what MENACE learned is the cabinet's: only the operator menu resets it
                self.ctx.audio.play(Sfx.INVALID)
                return
            self.ctx.audio.play(Sfx.SELECT)
            self.ctx.scenes.push(ConfirmScene(RESET_QUESTION, self._reset))
        elif action in (Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN):
            self._go(self._stepped(action))
        elif action in (Action.POINT, Action.CLICK) and event.pos is not None:
            self._pointed(event.pos, action is Action.CLICK)

    def _stepped(self, action: Action) -> ShelfSpot:
        """Where an arrow takes the cursor on the shelf."""
        grid, count, ply = self.grid, len(self.group.boards), self.spot.ply
        slot = self.spot.index % grid.per_page
        row, col = divmod(slot, grid.columns)
        start = self.page * grid.per_page
        if action is Action.RIGHT:
            if col < grid.columns - 1 and self.spot.index + 1 < count:
                return ShelfSpot(ply, self.spot.index + 1)
            return self._turned(self.page + 1, row, 0)
        if action is Action.LEFT:
            if col > 0:
                return ShelfSpot(ply, self.spot.index - 1)
            return self._turned(self.page - 1, row, grid.columns - 1)
        if action is Action.DOWN:
            below = start + (row + 1) * grid.columns
            if row < grid.rows - 1 and below < count:
                return ShelfSpot(ply, min(self.spot.index + grid.columns, count - 1))
            return ShelfSpot(ply + 1, 0) if ply + 1 < len(shelf()) else self.spot
        if row > 0:
            return ShelfSpot(ply, self.spot.index - grid.columns)
        return ShelfSpot(ply - 1, 0) if ply > 0 else self.spot

    def _turned(self, page: int, row: int, col: int) -> ShelfSpot:
        """The box at (row, col) of another page of this group (the last box if the page is short)."""
        if not 0 <= page < self.pages:
            return self.spot
        grid = self.grid
        index = page * grid.per_page + row * grid.columns + col
        return ShelfSpot(self.spot.ply, min(index, len(self.group.boards) - 1))

    def _pointed(self, pos: tuple[int, int], click: bool) -> None:
        visible = self.visible()
        slot = self.grid.slot_at(pos, len(visible))
        if slot is not None:
            self._go(ShelfSpot(self.spot.ply, visible[slot]), quiet=not click)
            if click:
                self._open()
            return
        if not click:
            return
        tab = next((ply for ply, rect in enumerate(tab_rects(self.ctx.font, len(shelf()))) if rect.collidepoint(pos)), None)
        if tab is not None:
            self._go(ShelfSpot(tab, 0))
            return
        back, _, on = page_rects(self.ctx.font, self._page_text())
        if back.collidepoint(pos):
            self._go(self._turned(self.page - 1, 0, 0))
        elif on.collidepoint(pos):
            self._go(self._turned(self.page + 1, 0, 0))

    def _go(self, spot: ShelfSpot, *, quiet: bool = False) -> None:
        if spot != self.spot:
            self.spot = spot
            if not quiet:
                self.ctx.audio.play(Sfx.MOVE)

    def _open(self) -> None:
        self.mode = Mode.BOX
        self.ctx.audio.play(Sfx.SELECT)

    # --- drawing ---------------------------------------------------------------------

    def draw(self, surface: pygame.Surface) -> None:
        look = Look(self.ctx.palette, self.ctx.font, self.ctx.config.theme)
        surface.fill(look.palette.background)
        self._draw_header(surface, look)
        if self.mode is Mode.BOX:
            self._draw_zoomed(surface, look)
        else:
            self._draw_shelf(surface, look)
        draw_hint(surface, look.font, look.palette, self.hint())

    def hint(self) -> Hint:
        if self.mode is Mode.BOX:
            return self.keyed(BOX_HINT)
        return self.keyed(KIOSK_SHELF_HINT if self.ctx.kiosk else SHELF_HINT)

    def _page_text(self) -> str:
        return tr(PAGE).format(page=self.page + 1, pages=self.pages)

    def _draw_header(self, surface: pygame.Surface, look: Look) -> None:
        font, palette = look.font, look.palette
        font.draw(surface, TITLE, (MARGIN, TITLE_Y), palette.accent)
        font.draw(surface, trc(TAB_CONTEXT, TAB_LABEL), (TABS_X, TITLE_Y), palette.dim)
        for ply, rect in enumerate(tab_rects(font, len(shelf()))):
            chosen = ply == self.spot.ply
            color = palette.cursor if chosen else palette.mark(shelf()[ply].mover)
            drawn = font.draw(surface, str(ply + 1), (rect.centerx, TITLE_Y), color, align="center")
            if chosen:
                draw_underline(surface, drawn, color)
        group = self.group
        about = tr(ABOUT).format(whose=whose(group, look), learned=len(self.learned[group.ply]),
                                 total=len(group.boards))
        font.draw(surface, about, (MARGIN, ABOUT_Y), palette.text)
        games = count_text(self.games, MAX_GAMES, GAMES_ROOM)
        font.draw(surface, tr(GAMES_LEARNED).format(games=games), (WIDTH - MARGIN, ABOUT_Y), palette.dim, align="right")
        if self.mode is Mode.SHELF:
            back, words, on = page_rects(font, self._page_text())
            font.draw(surface, self._page_text(), words.topleft, palette.dim)
            if self.page > 0:
                font.draw(surface, "←", (back.centerx, TITLE_Y), palette.text, align="center")
            if self.page < self.pages - 1:
                font.draw(surface, "→", (on.centerx, TITLE_Y), palette.text, align="center")

    def _draw_shelf(self, surface: pygame.Surface, look: Look) -> None:
        font, palette = look.font, look.palette
        grid, learned = self.grid, self.learned[self.spot.ply]
        page, many = self._shelf_page(look)
        surface.blit(page, SHELF_AREA.topleft, SHELF_AREA)
        slot = self.spot.index - self.visible().start
        draw_box_edge(surface, grid.rect(slot), look, learned=self.spot.index in learned, chosen=True)
        if self.given_up:
            self._draw_warning(surface, look, KIOSK_GIVEN_UP_WARNING if self.ctx.kiosk else GIVEN_UP_WARNING)
        elif self.problem:
            self._draw_warning(surface, look, memory_problem(self.problem, self.kept_as))
        else:
            legend = tr(MANY_LEGEND).format(most=least_many(grid.box, look) - 1) if many else LEGEND
            font.draw(surface, legend, (CENTER_X, LEGEND_Y), palette.dim,
                      align="center")

    def _shelf_page(self, look: Look) -> tuple[pygame.Surface, bool]:
        """This page's boxes drawn once and kept: a shelf of dots costs milliseconds, the screen waits at 60 Hz.

        Also whether some count is too big to write in a cell.  The boxes change
        only when MENACE learns, which it does not while they are on show.
        """
        key = (self.spot.ply, self.page, look, self.games)
        if self._page is None or self._page[0] != key:
            grid, learned = self.grid, self.learned[self.spot.ply]
            page = pygame.Surface(LOGICAL_SIZE)
            page.fill(look.palette.background)
            many = False
            for slot, index in enumerate(self.visible()):
                picture = self.picture(index)
                rect = draw_box(page, grid.topleft(slot), grid.box, picture, look)
                draw_box_edge(page, rect, look, learned=index in learned, chosen=False)
                many = many or writes_many(picture, grid.box, look)
            self._page = key, page, many
        return self._page[1], self._page[2]

    def _draw_warning(self, surface: pygame.Surface, look: Look, text: str) -> None:
        """A warning where the legend goes (giving up, a memory problem), rising over the shelf's foot on a strip."""
        font, palette = look.font, look.palette
        lines = font.wrap(text, WIDTH - 2 * MARGIN)
        top = LEGEND_Y - (len(lines) - 1) * font.line_height
        surface.fill(palette.panel, (0, top - 2, WIDTH, len(lines) * font.line_height + 2))
        for i, line in enumerate(lines):
            font.draw(surface, line, (CENTER_X, top + i * font.line_height), palette.warn, align="center")

    def _draw_zoomed(self, surface: pygame.Surface, look: Look) -> None:
        font, palette = look.font, look.palette
        picture = self.zoomed()
        draw_big_box(surface, (BIG_LEFT, BIG_TOP), BIG_BOX, picture, look)
        index = self.spot.index
        learned = index in self.learned[self.spot.ply]
        lines: list[tuple[str, tuple[int, int, int]]] = [
            (tr(BOX_OF).format(box=index + 1, boxes=len(self.group.boards)), palette.text),
            (EMPTY if picture.empty else LEARNED if learned else UNTOUCHED,
             palette.warn if picture.empty else palette.accent if learned else palette.dim),
            (tr(BEAD if picture.total == 1 else BEADS).format(beads=picture.total), palette.text),
            (EACH_SQUARE, palette.dim),
        ]
        if any(len(cls) > 1 for cls in move_classes(picture.board)):
            lines.append((MIRRORS_WORDS, palette.dim))
        if self.drawn is not None:
            square = self.drawn.drawn
            lines.append((IN_YOUR_GAME, palette.dim))
            if square is None:
                lines.append((DRAWING_NOW, palette.accent))
            else:
                lines.append((tr(LIT_CHANCE).format(chance=picture.share_text(square)), palette.cursor))
        for i, (text, color) in enumerate(lines):
            font.draw(surface, text, (INFO_LEFT, BIG_TOP + i * INFO_LINE), color)
