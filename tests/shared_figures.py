"""The test process's one exact measurement of each opponent as shipped, for the tests that read the figures.

``measure`` works over the whole game tree in Fractions: most of a second
an opponent, and ``measure_roster`` does it for all twelve.  An opponent as
shipped (``as_shipped``: fresh, a MENACE that has learned nothing) always
measures the same, so the figures are worked out once a process and handed
to whoever asks again.  The figures are frozen; the dicts handed out are new.
Exact odds of a pair, asked by several files, are kept the same way.
"""

from __future__ import annotations

from functools import cache

import pytest
from conftest import memoised

from game.analysis import Strength, exact_outcome, measure
from game.analysis.exact import OutcomeProbabilities
from game.analysis import roster_strength
from game.opponents import Opponent

_FIGURES: dict[str, Strength] = {}


def measured_as_shipped(opponent: Opponent) -> Strength:
    """``measure`` of an opponent as shipped, worked out once a process (by id: only for ``as_shipped`` ones)."""
    if opponent.id not in _FIGURES:
        _FIGURES[opponent.id] = measure(opponent)
    return _FIGURES[opponent.id]


def share_measurements(monkeypatch: pytest.MonkeyPatch) -> None:
    """``measure_roster`` (the ``strengths`` analysis's) takes each opponent's figures from the shared ones."""
    monkeypatch.setattr(roster_strength, "measure", measured_as_shipped)


@cache
def exact_odds(x_id: str, o_id: str) -> OutcomeProbabilities:
    """Exact odds of the session's memoised opponents (conftest), worked out once a process per ordered pair.

    The tournament and best-response tests ask the same pairs (each member
    against random, perfect and itself); the odds are frozen Fractions.
    """
    return exact_outcome(memoised(x_id), memoised(o_id))
