"""The roster, as pytest parameters: every opponent, with the same check on most of them left to the long step.

An exhaustive check run once per opponent (every position's distribution,
its alias table, its best response) costs about a second an opponent, a
dozen seconds a check over the whole roster.  The everyday run makes each
such check on one opponent of each kind of thinking -- a uniform chooser,
a rule follower, a searcher, the solved game and the learner -- and the
long step (``pytest -m long``, run by .ci/run) on every other opponent,
so nothing the checks cover is left unchecked before a change lands.
"""

from __future__ import annotations

from collections.abc import Iterable

import pytest

#: One of each kind: RANDOM (uniform), NAIVE (Moler's rules), LOOKAHEAD+ (search), PERFECT (solved), MENACE (learns).
EVERYDAY = frozenset({"random", "naive", "lookahead-fixed", "perfect", "menace"})


def by_opponent(ids: Iterable[str]) -> list:
    """``ids`` as parameters named by id; those outside EVERYDAY are marked long."""
    return [pytest.param(i, id=i, marks=() if i in EVERYDAY else pytest.mark.long) for i in ids]


def by_pair(pairs: Iterable[tuple[str, str]]) -> list:
    """``pairs`` as parameters named x-o; a pair with a member outside EVERYDAY is marked long."""
    return [pytest.param(x, o, id=f"{x}-{o}", marks=() if {x, o} <= EVERYDAY else pytest.mark.long)
            for x, o in pairs]
