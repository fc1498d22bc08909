"""MENACE's matchboxes by ear: the shelf's row and page, the box under the cursor with its marks and its beads,
and, with a box opened, each square's beads and chance (``MatchboxesScene`` holds the state this reads)."""

from __future__ import annotations

from typing import Any

from game.app.matches.menace_draws import memory_problem
from game.app.render.boardviews import Look
from game.app.render.palette import mark_name
from game.app.scenes.matchbox_words import (ABOUT, BEAD, BEADS, BOX_OF, DRAWING_NOW, EMPTY, GAMES_LEARNED, GAMES_ROOM,
                                            GIVEN_UP_WARNING, IN_YOUR_GAME, KIOSK_GIVEN_UP_WARNING, LEARNED,
                                            LIT_CHANCE, TITLE, UNTOUCHED, Mode, whose)
from game.engine import Mark
from game.language import N_, tr
from game.opponents.menace_store import MAX_GAMES
from game.speech import Spoken
from game.speech.reading import HOLDS, LABEL, sentences
from game.speech.words import said_list, said_square
from game.values.counts import count_text

# TRANSLATORS: said aloud: a square of a matchbox, its beads and its chance ({cell}: where it sits, TOP LEFT).
SQUARE_SAID = N_("{cell}: {beads}, {chance}")
# TRANSLATORS: said aloud: which page of boxes is on show, as "PAGE {page}/{pages}" is read.
PAGE_SAID = N_("PAGE {page} OF {pages}")


class MatchboxesSpeech:
    """The spoken side of the matchboxes screen."""

    ctx: Any
    mode: Any
    spot: Any
    learned: Any
    drawn: Any
    games: int
    given_up: bool
    problem: Any
    kept_as: Any

    def spoken(self) -> Spoken:
        look = Look(self.ctx.palette, self.ctx.font, self.ctx.config.theme)
        group = self.group
        about = tr(ABOUT).format(whose=whose(group, look, said=True), learned=len(self.learned[group.ply]),
                                 total=len(group.boards))
        lines = [about]
        if self.mode is Mode.SHELF:
            lines.append(tr(PAGE_SAID).format(page=self.page + 1, pages=self.pages))
            if self.given_up:
                lines.append(tr(KIOSK_GIVEN_UP_WARNING if self.ctx.kiosk else GIVEN_UP_WARNING))
            elif self.problem:
                lines.append(memory_problem(self.problem, self.kept_as))
        status = sentences(lines)
        box = self._box_said(look)
        games = tr(GAMES_LEARNED).format(games=count_text(self.games, MAX_GAMES, GAMES_ROOM))
        where = tr(BOX_OF).format(box=self.spot.index + 1, boxes=len(group.boards))
        return Spoken(TITLE, box, status, (tr(TITLE), status, games, box), sentences((about, where)))

    def _box_said(self, look: Look) -> str:
        """The box under the cursor (or shown large) in words: which, learned or not, its marks and its beads."""
        picture = self.zoomed()
        index = self.spot.index
        learned = index in self.learned[self.spot.ply]
        lines = [tr(BOX_OF).format(box=index + 1, boxes=len(self.group.boards)),
                 tr(EMPTY if picture.empty else LEARNED if learned else UNTOUCHED),
                 tr(BEAD if picture.total == 1 else BEADS).format(beads=picture.total)]
        board = picture.board
        for mark in (Mark.X, Mark.O):
            squares = [said_square(sq) for sq in range(9) if board.mark_at(sq) is mark]
            if squares:
                lines.append(tr(HOLDS).format(player=tr(mark_name(look.theme, mark)), cells=said_list(squares)))
        big = self.mode is Mode.BOX
        shares = picture.shares() if big else {}
        for square in range(9):
            if board.mark_at(square) is not None:
                continue
            count = picture.beads.get(square)
            beads = None if count is None else tr(BEAD if count == 1 else BEADS).format(beads=count)
            if big:
                chance = f"{shares.get(square, 0)}%"
                lines.append(tr(SQUARE_SAID).format(cell=said_square(square), beads=beads, chance=chance) if beads
                             else tr(LABEL).format(cell=said_square(square), label=chance))
            elif beads:
                lines.append(tr(LABEL).format(cell=said_square(square), label=beads))
        if big and self.drawn is not None:
            square = self.drawn.drawn
            lines.append(tr(IN_YOUR_GAME) + " " + (tr(DRAWING_NOW) if square is None
                                                  else tr(LIT_CHANCE).format(chance=picture.share_text(square))))
        return sentences(lines)

