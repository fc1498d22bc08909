"""The roster: every opponent by its short id, in the tools' order (the setup lists them by measured strength).

A person names an opponent as the screens show it (CENTRE, LOOKAHEAD+) or by its id (``center``,
``lookahead-fixed``), in any case: ``resolve_opponent`` is the one place every command turns that into an id.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

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


def screen_name(opponent_id: str) -> str:
    """The opponent's name as every screen shows it (CENTRE, LOOKAHEAD+, MENACE), read from its class."""
    factory = ROSTER[opponent_id]
    return (MenacePlayer if factory is stored_menace else factory).name.upper()  # type: ignore[attr-defined]


def resolve_opponent(text: str) -> str:
    """The id of the opponent ``text`` names, by its screen name or its id, in any case; else UnknownOpponentError.

    The error lists the names as the screens show them, the ones a person has just read.
    """
    wanted = text.strip().casefold()
    for oid in ROSTER:
        if wanted in (oid.casefold(), screen_name(oid).casefold()):
            return oid
    names = ", ".join(screen_name(oid) for oid in ROSTER)
    raise UnknownOpponentError(f"unknown opponent {quote(text)}; choose one of: {names}")


@dataclass(frozen=True, slots=True)
class MenaceSetup:
    """What a MENACE is given as it is built: where it keeps its boxes, and whether it resigns.

    ``boxes`` keeps them somewhere other than the player's file (a replay's
    memory; None: that file); ``resigns`` is Donald Michie's rule, resigning on
    reaching an empty box (Michie, "Trial and Error", 1961).  The other
    opponents are built alike under any setup.
    """

    boxes: BoxStore | None = None
    resigns: bool = False

    def saved(self, *, autosave: bool = False) -> MenacePlayer:
        """The saved MENACE under this setup, writing what it learns only with ``autosave``."""
        return stored_menace(autosave=autosave, store=self.boxes, resign_when_empty=self.resigns)

    def build(self, opponent_id: str) -> Opponent:
        """A new opponent by id under this setup, learning in memory only."""
        return make_opponent(opponent_id, menace=self)


def make_opponent(opponent_id: str, *, save_learning: bool = False, menace: MenaceSetup = MenaceSetup()) -> Opponent:
    """A new opponent by id or screen name (``resolve_opponent``); an unknown one raises UnknownOpponentError.

    ``save_learning`` lets a learner write what it learns to the player's files
    (games against people); everywhere else it learns in memory only.  A
    MENACE is built under ``menace``.
    """
    opponent_id = resolve_opponent(opponent_id)
    if opponent_id == MenacePlayer.id:
        return menace.saved(autosave=save_learning)
    return ROSTER[opponent_id]()


def seat_opponents(*opponent_ids: str | None, menace: MenaceSetup = MenaceSetup()) -> dict[int, Opponent]:
    """New opponents for a match's seats, by seat index, from the seats' ids (None: a person, who gets none).

    A learner writes what it learns to the player's files only when a person
    sits at the table; a MENACE is built under ``menace``.
    """
    against_person = None in opponent_ids
    return {i: make_opponent(oid, save_learning=against_person, menace=menace)
            for i, oid in enumerate(opponent_ids) if oid}
