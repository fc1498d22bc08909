"""A match whose computers are built from its seats' ids, as the app builds them, for tests that name seats."""

from __future__ import annotations

from typing import Any

from game.opponents import MenaceSetup, seat_opponents
from game.play.match import Match, Seat


def seated(home: Seat, away: Seat, menace: MenaceSetup = MenaceSetup(), **options: Any) -> Match:
    """A ``Match`` between these seats, each computer's opponent built from its id (a MENACE under ``menace``)."""
    return Match(home, away, seat_opponents(home.opponent_id, away.opponent_id, menace=menace), **options)
