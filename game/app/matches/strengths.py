"""The roster's measured strengths for the screens, in the order the setup lists them.

Every figure and label shown is read from one table, the opponent's
``Strength``, for the seat the player faces in the match's first game
(``facing``; rematches swap): the label, the order weakest first, and the
figures in words, each named for what it is.  The best adversary is not
``perfect`` (which plays safe, not to exploit), so the words call it
"someone who knows how it plays", never a perfect player.

The fixed opponents' figures ship with the game (``game.analysis.roster_strength``,
measured by ``tictactoe-magic analyze strengths --write``).  MENACE learns, so once it
has played its figures are measured here from its current boxes: a slice of
the positions each tick (``step``), so no frame stalls, and kept until it
learns again (``roster_strengths``).  One per session (``session_strengths``).
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

from game.analysis import Label, Strength
from game.app.matches.match_setup import session_records
from game.app.matches.players import opponent_info
from game.app.store.roster_strengths import RosterStrengths
from game.cabinet.hall_of_fame import FameRow
from game.engine import Mark
from game.language import N_, tr
from game.play.match import resolve_first
from game.values.seats import FirstPlayer, PERSON_ID
from game.opponents.base import in_100

if TYPE_CHECKING:
    from game.app.shell.context import Context

MEASURING = N_("MEASURING...")
#: An opponent's label from one seat, as the setup shows it beside its name.
LABEL_WORDS = {Label.EASY: N_("EASY"), Label.MEDIUM: N_("MEDIUM"), Label.HARD: N_("HARD"),
               Label.NEVER_LOSES: N_("NEVER LOSES")}
#: The seat a computer plays, as the player reads it: X moves first.
SEAT_LABELS = {
    # TRANSLATORS: {label} is how hard the computer is to beat: EASY, MEDIUM, HARD or NEVER LOSES.
    Mark.X: N_("{label} WHEN IT GOES FIRST"),
    # TRANSLATORS: {label} is how hard the computer is to beat: EASY, MEDIUM, HARD or NEVER LOSES.
    Mark.O: N_("{label} WHEN YOU GO FIRST"),
}
UNBEATEN_WORDS = N_("NOBODY CAN BEAT IT.")
ALWAYS_BEATEN_WORDS = N_("SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT EVERY TIME.")
# TRANSLATORS: {n} is a whole number from 1 to 99.
BEATEN_WORDS = N_("SOMEONE WHO KNOWS HOW IT PLAYS CAN BEAT IT {n} TIMES IN 100.")
# TRANSLATORS: {n} is a whole number from 0 to 100.
RANDOM_WORDS = N_("IT BEATS A PLAYER WHO MOVES AT RANDOM {n} TIMES IN 100.")


def facing(ctx: Context, first: FirstPlayer) -> Mark:
    """The mark a computer plays in the first game of the next match, with ``first`` as the setting."""
    return Mark.O if resolve_first(first, session_records(ctx).stats.last_first) is FirstPlayer.YOU else Mark.X


def beaten_words(beaten: Fraction) -> str:
    """The best adversary's chance of winning, in words in the language in use: never, every time, or so many
    times in 100 (1 to 99)."""
    if beaten == 0:
        return tr(UNBEATEN_WORDS)
    if beaten == 1:
        return tr(ALWAYS_BEATEN_WORDS)
    return tr(BEATEN_WORDS).format(n=min(99, max(1, in_100(beaten))))


def seat_label(label: Label, mark: Mark) -> str:
    """An opponent's label from the seat it plays (``EASY WHEN YOU GO FIRST``), in the language in use."""
    return tr(SEAT_LABELS[mark]).format(label=tr(LABEL_WORDS[label]))


def strength_words(strength: Strength | None, mark: Mark) -> tuple[str, str]:
    """Its label when it plays ``mark``, and that seat's figures in plain words, in the language in use; MEASURING...
    while they are worked out.  The figures are two sentences, each looked up whole."""
    if strength is None:
        return tr(MEASURING), ""
    return (seat_label(strength.label_in(mark), mark),
            f"{beaten_words(strength.beaten_in(mark))} "
            f"{tr(RANDOM_WORDS).format(n=in_100(strength.beats_random_in(mark)))}")


def fame_table(ctx: Context) -> tuple[FameRow, ...]:
    """The hall of fame's table as the screens show it: the computers weakest first by both seats."""
    strengths = session_strengths(ctx)
    computers = [oid for oid in strengths.order() if oid != PERSON_ID]
    return ctx.fame.table(((oid, opponent_info(oid)[0]) for oid in computers), strengths.never_lose())


def session_strengths(ctx: Context) -> RosterStrengths:
    """The session's one ``RosterStrengths``, made at its first use."""
    if ctx.strengths is None:
        ctx.strengths = RosterStrengths(ctx.menace_boxes)
    return ctx.strengths
