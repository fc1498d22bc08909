"""The roster: every opponent by its short id, in the tools' order (the setup lists them by measured strength)."""

from __future__ import annotations

from collections.abc import Callable

from game.messages.quoting import quote

from .base import Opponent, UnknownOpponentError
from .calculator import CalculatorPlayer
from .center import CenterPlayer
from .lookahead import LookaheadPlayer
from .lookahead_fixed import LookaheadFixedPlayer
from .magic import MagicPlayer
from .menace import MenacePlayer, stored_menace
from .menace_store import BoxStore
from .naive import NaivePlayer
from .perfect import PerfectPlayer
from .random_player import RandomPlayer
from .vector import VectorPlayer
from .weights import WeightsPlayer
from .xkcd import XkcdPlayer

#: Factories by id.  Each call makes a fresh opponent (learners keep state;
#: saving what they learn is asked for through ``make_opponent(..., save_learning=True)``).
ROSTER: dict[str, Callable[[], Opponent]] = {
    RandomPlayer.id: RandomPlayer,
    NaivePlayer.id: NaivePlayer,
    CenterPlayer.id: CenterPlayer,
    CalculatorPlayer.id: CalculatorPlayer,
    VectorPlayer.id: VectorPlayer,
    WeightsPlayer.id: WeightsPlayer,
    LookaheadPlayer.id: LookaheadPlayer,
    LookaheadFixedPlayer.id: LookaheadFixedPlayer,
    MagicPlayer.id: MagicPlayer,
    PerfectPlayer.id: PerfectPlayer,
    XkcdPlayer.id: XkcdPlayer,
    MenacePlayer.id: stored_menace,
}


def roster_ids() -> tuple[str, ...]:
    """Every opponent id, in roster order."""
    return tuple(ROSTER)


def make_opponent(
    opponent_id: str, *, save_learning: bool = False, boxes: BoxStore | None = None, resign_when_empty: bool = False,
) -> Opponent:
    """A new opponent by id; an unknown id raises UnknownOpponentError naming the known ones.

    ``save_learning`` lets a learner write what it learns to the player's files
    (games against people); everywhere else it learns in memory only.
    ``boxes`` keeps MENACE's boxes somewhere other than the player's file;
    ``resign_when_empty`` gives MENACE Michie's rule (others ignore it).
    """
    if opponent_id not in ROSTER:
        raise UnknownOpponentError(
            f"unknown opponent {quote(opponent_id)}; choose one of: {', '.join(ROSTER)}"
        )
    if opponent_id == MenacePlayer.id:
        return stored_menace(autosave=save_learning, store=boxes, resign_when_empty=resign_when_empty)
    return ROSTER[opponent_id]()
