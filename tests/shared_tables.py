"""The test process's one move table per opponent, for the tools' round robins to share.

Building an opponent's move table asks it about all 5,478 positions: seconds
for the look-ahead players, and a round robin builds one for each of eleven
opponents.  The tables are read, never written, once built (``play_batch``
only samples them), and an opponent's table depends on its id alone (the
learners, which would differ, have none), so one cache serves every test in
a process.  ``test_tournament_tables`` checks how each table is built.
"""

from __future__ import annotations

import importlib
from functools import cache

import pytest

from conftest import memoised

from game.opponents import Opponent
from game.tournament import TableCache
from game.tournament.move_tables import MoveTable

#: The module, not the function ``game.tournament`` exports under the same name.
ROUND_ROBIN_MODULE = importlib.import_module("game.tournament.round_robin")


class _MemoisedTables(TableCache):
    """A table cache that asks the session's memoised copy of each opponent (conftest), not a fresh one.

    Other tests have often worked out the same opponents' distributions already.
    """

    def get(self, opponent: Opponent) -> MoveTable:
        return super().get(opponent if opponent.learns else memoised(opponent.id))


@cache
def shared_tables() -> TableCache:
    """The process's one cache of move tables."""
    return _MemoisedTables()


def share_tables(monkeypatch: pytest.MonkeyPatch) -> None:
    """Round robins take their tables from the shared cache for the rest of the test."""
    monkeypatch.setattr(ROUND_ROBIN_MODULE, "TableCache", shared_tables)
