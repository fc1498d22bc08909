"""Match setup: which game, against whom, who moves first -- then START.

Opened from the main menu with the chosen game already set, or by name
(``setup``) with the game last played.  The opponent is a person on the
same machine or any roster member, listed weakest first from the seat it
will play in the first game (FIRST MOVE as it stands: a label averaged over
the seats would hide a forced loss): shown by its display name and that
seat's label ("EASY WHEN YOU GO FIRST"), with a plain description
underneath, that seat's measured figures, and the results kept against
it so far (not in kiosk mode, where they are every customer's: there the
game's panels show each sitting its own).  MENACE's figures are measured from its current boxes a slice each
tick (``matches.strengths``), MEASURING... meanwhile.  Left and
right change the row under the cursor (a click on the left or right half
of a value too); START saves the three choices to the settings, so they
are offered again next time (in kiosk mode for this session only: a
cabinet's saved settings are the operator's), creates the match and
replaces this screen with the game made with it.  The cursor starts on START, so the
remembered match is one press away.  With MENACE chosen, TAB opens its
matchboxes (the hint says so).  When the saved MENACE has given up -- its
first box empty under Michie's rule -- the screen says MENACE HAS GIVEN UP
where its figures go, and how to reset it.
"""

from __future__ import annotations

import enum

import pygame

from game.app.audio.sounds import Sfx
from game.app.input.actions import Action, ActionEvent
from game.app.matches.match_setup import menace_setup, new_match, session_records
from game.app.matches.menace_draws import GIVEN_UP
from game.app.matches.players import first_player_label, opponent_info
from game.app.matches.strengths import facing, session_strengths, strength_words
from game.app.render.hints import Hint
from game.app.render.ui import CENTER_X, MARGIN, WIDTH, draw_hint
from game.app.scenes.game_scene import GameScene
from game.app.scenes.matchboxes import MatchboxesScene
from game.app.scenes.stepping import cycle
from game.app.scenes.setup_rows import SetupRowsScene
from game.app.scenes.value_rows import ROW_SAID
from game.engine import Mark, View
from game.values.seats import PERSON_ID, FirstPlayer
from game.opponents.menace import MenacePlayer
from game.records.stats import results_text
from game.language import N_, tr

TITLE = N_("NEW MATCH")
ABOUT_TOP = 90  # the opponent's name and label, then its description and figures, clear of the rows above
ABOUT_LINES = 2  # the description's most lines
FIGURE_LINES = 3  # the measured figures in words: the best play against it, then it against random moves
RESULTS_Y = 155  # the results, further from the figures than their own lines are from each other
HINT = N_("{up}{down} CHOOSE   {left}{right} CHANGE   {select} SELECT   {back} BACK")
# TRANSLATORS: BOXES opens MENACE's matchboxes.
MENACE_HINT = N_("{up}{down} CHOOSE  {left}{right} CHANGE  {select} SELECT  {switch_view} BOXES  {back} BACK")
ABOUT_LINE = 10  # line pitch of the description: the font's 8 plus room to breathe
FIGURES_GAP = 2  # pixels between the description and the figures
LABEL_GAP = "  "  # between the name and its label
# TRANSLATORS: {given_up} is MENACE HAS GIVEN UP; {switch_view} and {undo} are keys' names.
GIVEN_UP_WORDS = N_("{given_up}: ITS FIRST BOX IS EMPTY, SO IT RESIGNS ANY GAME IT OPENS. RESET: {switch_view}, THEN {undo}.")


class Row(enum.Enum):
    """The lines of the setup screen, top to bottom."""

    # TRANSLATORS: the setup's row labels: at most 16 characters (the values start at x 120).
    GAME = N_("GAME")
    OPPONENT = N_("OPPONENT")
    FIRST = N_("FIRST MOVE")
    START = N_("START")
    BACK = N_("BACK")


ROWS = tuple(Row)
VALUE_ROWS = (Row.GAME, Row.OPPONENT, Row.FIRST)


class SetupScene(SetupRowsScene):
    """Choose the game, the opponent and the first player; START plays."""

    name = "setup"
    title = TITLE
    rows, value_rows, start_row, back_row = ROWS, VALUE_ROWS, Row.START, Row.BACK

    def __init__(self, game: View | None = None) -> None:
        self._preset = game  # None: the game last played

    def enter(self, ctx) -> None:
        settings = ctx.config
        self.game: View = self._preset or settings.game
        self.opponent: str = settings.opponent
        self.first: FirstPlayer = settings.first_player
        self.records = session_records(ctx)
        self.strengths = session_strengths(ctx)
        self.strengths.refresh()
        self.open_rows()
        self._check_menace()

    def uncovered(self) -> None:
        self._check_menace()  # its matchboxes may have reset it

    def _check_menace(self) -> None:
        """Whether the saved MENACE has given up (its first box empty under Michie's rule), read once per visit."""
        self.menace_given_up = menace_setup(self.ctx).saved().has_given_up

    def _facing(self) -> Mark:
        """The mark the computer plays in the first game, with FIRST MOVE as it stands."""
        return facing(self.ctx, self.first)

    def _menace_chosen(self) -> bool:
        return self.opponent == MenacePlayer.id

    def handle(self, event: ActionEvent) -> None:
        if event.action is Action.SWITCH_VIEW and self._menace_chosen():
            self.ctx.audio.play(Sfx.SELECT)
            self.ctx.scenes.push(self.ctx.registry.create(MatchboxesScene.name))
        else:
            super().handle(event)

    def change(self, step: int) -> None:
        if self.row is Row.GAME:
            self.game = cycle(tuple(View), self.game, step)
        elif self.row is Row.OPPONENT:
            self.opponent = cycle(self.strengths.order(self._facing()), self.opponent, step)
        elif self.row is Row.FIRST:
            self.first = cycle(tuple(FirstPlayer), self.first, step)
        else:
            return
        self.ctx.audio.play(Sfx.MOVE)

    def update(self) -> None:
        self.strengths.step()

    def _start(self) -> None:
        self.ctx.audio.play(Sfx.SELECT)
        self.ctx.settings.choose(game=self.game, opponent=self.opponent, first_player=self.first)
        self.ctx.scenes.replace(GameScene(self.game, new_match(self.ctx, self.records)))

    def _value(self, row: Row) -> str:
        if row is Row.GAME:
            return self.game.title
        if row is Row.OPPONENT:
            return opponent_info(self.opponent)[0]
        return first_player_label(self.first, self.opponent)

    def said_value(self, index: int) -> str:
        row = self.rows[index]
        if row is Row.OPPONENT and self.opponent != PERSON_ID:
            # A computer is said with its label from the seat it plays, as the line under the rows shows it.
            label, _ = strength_words(self.strengths.of(self.opponent), self._facing())
            return tr(ROW_SAID).format(label=tr(self._value(row)), value=label)
        return super().said_value(index)

    def said_about(self) -> str:
        lines = [opponent_info(self.opponent, own_controls=len(self.ctx.players_at_hand) > 1)[1]]
        if self._menace_chosen() and self.menace_given_up:
            lines.append(self.say(tr(GIVEN_UP_WORDS).replace("{given_up}", tr(GIVEN_UP))))
        elif self.opponent != PERSON_ID:
            lines.append(strength_words(self.strengths.of(self.opponent), self._facing())[1])
        lines.append(self.results_line() or "")
        return " ".join(tr(line) for line in lines if line)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_rows(surface, TITLE)
        font, palette = self.ctx.font, self.ctx.palette
        self._draw_about(surface)
        results = self.results_line()
        if results is not None:
            font.draw(surface, results, (CENTER_X, RESULTS_Y), palette.text, align="center")
        draw_hint(surface, font, palette, self.hint())

    def results_line(self) -> str | None:
        """The results kept against the chosen opponent, or None in kiosk mode.

        A cabinet's setup comes before a sitting, and its next customer may be
        anyone: the kept results are every customer's, so none of them is the
        reader's.  The game's panels show the sitting's own instead.
        """
        if self.ctx.kiosk:
            return None
        return results_text(self.records.tally(self.opponent), between_people=self.opponent == PERSON_ID)

    def hint(self) -> Hint:
        return self.rows_hint(MENACE_HINT if self._menace_chosen() else HINT)

    def _draw_about(self, surface: pygame.Surface) -> None:
        """The opponent's name and label, its description, and its measured figures (none for a person)."""
        font, palette = self.ctx.font, self.ctx.palette
        name, about = opponent_info(self.opponent, own_controls=len(self.ctx.players_at_hand) > 1)
        figures: list[str] = []
        color = palette.text
        if self._menace_chosen() and self.menace_given_up:
            words = self.say(tr(GIVEN_UP_WORDS).replace("{given_up}", tr(GIVEN_UP)))  # the keys' tokens left to say
            figures, color = font.wrap(words, WIDTH - 2 * MARGIN), palette.warn
        elif self.opponent != PERSON_ID:
            label, words = strength_words(self.strengths.of(self.opponent), self._facing())
            figures = font.wrap(words, WIDTH - 2 * MARGIN)
            name = tr(name) + LABEL_GAP + label
        font.draw(surface, name, (CENTER_X, ABOUT_TOP), palette.accent, align="center")
        y = ABOUT_TOP + 2
        for line in font.wrap(about, WIDTH - 2 * MARGIN):
            y += ABOUT_LINE
            font.draw(surface, line, (CENTER_X, y), palette.dim, align="center")
        y = ABOUT_TOP + 2 + ABOUT_LINES * ABOUT_LINE + FIGURES_GAP
        for line in figures:
            y += ABOUT_LINE
            font.draw(surface, line, (CENTER_X, y), color, align="center")
