"""Starting a match from the player's choices, and the session's one ``Records`` of results.

The setup screens and ``--scene tictactoe`` (and its siblings, and
``bigboard``) start every match here, 3x3 (``new_match``) and BIG BOARD
(``big_match``) alike, from the same three settings: the opponent (a roster id, or
``PERSON_ID`` for a friend on the same machine), who moves first, and the
game.  Every MENACE the session plays or shows -- a match's, the attract show's,
the saved one the screens show -- gets the session's boxes and resign rule
(``menace_setup``).  The results that outlive a match are kept by
``records.Records``, made once a session (``session_records``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.app.matches.players import opponent_info
from game.app.store.session_records import Records, opponent_key
from game.opponents import MenaceSetup, seat_opponents
from game.opponents.weights_mnk import BigWeightsPlayer
from game.play.big_match import GRID_ID, BigMatch, BigSetup
from game.play.match import Match, Seat, resolve_first
from game.app.store.settings import Notice
from game.language import N_, tr
from game.messages.exact import in_capitals
from game.values.seats import PERSON_ID
from game.values.tally import Tally

if TYPE_CHECKING:
    from game.app.shell.context import Context

#: The seats' names, as the panels show them (the font translates them) and as the events log them (in English).
# TRANSLATORS: the person playing the computer, as their panel names them (and YOU WIN!); at most 10 characters.
YOU = N_("YOU")
PLAYER_NAMES = (N_("PLAYER 1"), N_("PLAYER 2"))  # two people: the home seat and the away seat
MATCH_SEED_LIMIT = 2**32  # each match's seed is drawn below this from the session's rng
GRID_NAME = N_("WEIGHTS")  # the BIG BOARD's weight grid, as its seat is named on screen


def seats_for(opponent_id: str) -> tuple[Seat, Seat]:
    """The home and away seats against an opponent id (or a person, who plays with pad 2)."""
    if opponent_id == PERSON_ID:
        return Seat(PLAYER_NAMES[0], None, 0), Seat(PLAYER_NAMES[1], None, 1)
    return Seat(YOU), Seat(opponent_info(opponent_id)[0], opponent_id)


def memory_notice(name: str, problem: str) -> Notice:
    """What went wrong reading or saving a learner's memory (``problem``, the store's words): said on screen in the
    language in use, and in English for stderr and the log."""
    # TRANSLATORS: {name} is a learning computer (MENACE); {problem} is what went wrong with its file.
    screen = tr("{name}'S MEMORY: {problem}").format(name=tr(name), problem=in_capitals(problem))
    return Notice(screen, f"{name}'S MEMORY: {problem}")


def menace_setup(ctx: Context) -> MenaceSetup:
    """How this session builds MENACE: with the session's boxes (a replay's memory, else the player's file)
    and the settings' resign rule (Michie's)."""
    return MenaceSetup(ctx.menace_boxes, ctx.config.menace_resigns)


def session_records(ctx: Context) -> Records:
    """The session's one ``Records``, made at its first use."""
    if ctx.records is None:
        ctx.records = Records(ctx.tell, None if ctx.replayed is None else ctx.replayed.stats)
    return ctx.records


def tally_shown(ctx: Context, records: Records, match: Match) -> Tally:
    """The tally a game's panels show, from the home seat's side.

    In kiosk mode it is the sitting's own -- this match's games, the first
    and every rematch -- so each customer starts at nothing and reads only
    their own games; at home it is the results kept against this opponent,
    the family's.
    """
    return match.tally if ctx.kiosk else records.tally(opponent_key(match))


def new_match(ctx: Context, records: Records) -> Match:
    """A match against the chosen opponent, the first player resolved, seeded from the session."""
    settings = ctx.config
    home, away = seats_for(settings.opponent)
    first = resolve_first(settings.first_player, records.stats.last_first)
    opponents = seat_opponents(home.opponent_id, away.opponent_id, menace=menace_setup(ctx))
    return Match(home, away, opponents, first=first, seed=ctx.rng.randrange(MATCH_SEED_LIMIT))


def big_match(setup: BigSetup, seed: int) -> BigMatch:
    """A BIG BOARD match for a choice: you (player 1) at home, the weight grid (or player 2, with pad 2) away."""
    if setup.opponent == PERSON_ID:
        return BigMatch(setup, *seats_for(PERSON_ID), seed=seed)
    return BigMatch(setup, Seat(YOU), Seat(GRID_NAME, GRID_ID), {1: BigWeightsPlayer()}, seed=seed)
