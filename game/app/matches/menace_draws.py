"""Which MENACE a screen shows, and which of its draws a game against it has on show.

In a game against MENACE the match's own player is the one to show (its
``last_draw`` is this game's); anywhere else it is the player's saved
MENACE, read and never written.  The game shows MENACE's last draw from
the moment it draws (the box, its bead not yet lit) until its next one,
and only while that draw belongs to the game on the board: an undone move
or a new game hides it.  Everything here follows from the match, so a
replay shows the same boxes at the same ticks.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from game.language import N_, tr

#: What every screen says when MENACE's first box is empty under Michie's rule: it resigns any game it opens.
GIVEN_UP = N_("MENACE HAS GIVEN UP")

from game.app.matches.match_setup import menace_setup
from game.messages.exact import in_capitals
from game.play.match import Match
from game.opponents.matchboxes import bead_square
from game.opponents.menace import Draw, MenacePlayer

if TYPE_CHECKING:
    from game.app.shell.context import Context


@dataclass(frozen=True, slots=True)
class DrawOnShow:
    """MENACE's draw as the game shows it, in its ``seat``'s panel: ``played`` once its move is on the board."""

    draw: Draw
    played: bool
    seat: int

    @property
    def lit(self) -> int | None:
        """The square whose bead is lit: the drawn bead's, once its move is played."""
        return bead_square(self.draw.position, self.draw.square) if self.played else None


def match_menace(match: Match | None) -> tuple[int, MenacePlayer] | None:
    """The seat MENACE plays in this match, and the player; None if it does not play."""
    if match is None:
        return None
    return next(((seat, opponent) for seat, opponent in match.opponents.items()
                 if isinstance(opponent, MenacePlayer)), None)


def menace_on_show(ctx: Context) -> MenacePlayer:
    """The MENACE this session shows: the match's if one plays, else the saved one, loaded when first asked,
    never autosaving.

    The saved one is built as the session builds MENACE (``menace_setup``):
    under Michie's rule an empty box shows empty (and an empty first box has
    given up), not refilled.
    """
    found = match_menace(ctx.match)
    return found[1] if found is not None else menace_setup(ctx).saved()


def draw_on_show(match: Match) -> DrawOnShow | None:
    """MENACE's last draw if it belongs to the game on the board, and whether its move is played yet."""
    found = match_menace(match)
    if found is None or found[1].last_draw is None:
        return None
    seat, menace = found
    draw, moves = menace.last_draw, match.board.moves
    if draw.position.turn is not match.mark_of(seat):
        return None  # from a game where MENACE had the other mark
    before = draw.position.moves
    if moves == before:
        return DrawOnShow(draw, False, seat)
    if moves[:len(before) + 1] == (*before, draw.square):
        return DrawOnShow(draw, True, seat)
    return None


RESET_DONE = N_("MENACE RESET: EVERY BOX AS NEW")
# TRANSLATORS: {problem}: what went wrong with MENACE's saved file, as the system tells it (a file's path, in English).
MEMORY_PROBLEM = N_("MENACE'S MEMORY: {problem}")


# TRANSLATORS: MENACE's saved file was damaged and set aside; {file}: the copy's path, as the system spells it.
MEMORY_SET_ASIDE = N_("MENACE'S MEMORY WAS DAMAGED AND IS KEPT AS {file}; MENACE STARTS AGAIN FROM NEW BOXES.")


def memory_problem(problem: str, kept_as: Path | None = None) -> str:
    """A problem with MENACE's saved boxes, for the screen: a damaged file set aside said in the game's words with
    the copy's name (why it was damaged goes to stderr and the log); any other as the system tells it."""
    if kept_as is not None:
        return tr(MEMORY_SET_ASIDE).format(file=kept_as)
    return tr(MEMORY_PROBLEM).format(problem=in_capitals(problem))


def reset_menace(ctx, menace: MenacePlayer) -> bool:
    """Forget everything ``menace`` learned, on disk too; log it and tell the player how it went (True: written)."""
    written = menace.reset()
    ctx.events.emit("menace_reset", written=written)
    ctx.toasts.show(RESET_DONE if written else memory_problem(menace.problem or ""))  # a save's problem: none set aside
    return written
