"""Moler's exercise 11.6 done properly: every ordered pair of the roster plays.

Cleve Moler (*Experiments with MATLAB*, ch. 11) asks for the computer
playing itself, counting wins and draws, with and without the centre rule.
Here every opponent meets every other (and itself) as X and as O.  Each pair
gets its own seed derived from the round's seed and the two ids, so adding
an opponent to the roster does not change the other pairs' games, and fresh
opponents, so a learner starts each pair from its current state and learns
only within that pair's games.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from dataclasses import dataclass

from .match import MatchReport, PlayPath, TableCache, run_match

#: Bytes of the hash kept for a pair's seed (a 64-bit seed).
_SEED_BYTES = 8


def pair_seed(seed: int, x_id: str, o_id: str) -> int:
    """The seed of one pair's games, from the round's seed and the pair's ids."""
    digest = hashlib.sha256(f"{seed}:{x_id}:{o_id}".encode()).digest()
    return int.from_bytes(digest[:_SEED_BYTES], "big")


@dataclass(frozen=True, slots=True)
class Standing:
    """One opponent's record against the others (mirror matches left out)."""

    opponent_id: str
    wins: int
    draws: int
    losses: int

    @property
    def games(self) -> int:
        """Games counted."""
        return self.wins + self.draws + self.losses

    @property
    def points(self) -> float:
        """Points per game: 1 a win, 1/2 a draw."""
        return (self.wins + self.draws / 2) / self.games if self.games else 0.0

    @property
    def loss_rate(self) -> float:
        """Share of games lost."""
        return self.losses / self.games if self.games else 0.0


@dataclass(frozen=True, slots=True)
class RoundRobin:
    """Every ordered pair's match, by (X id, O id)."""

    ids: tuple[str, ...]
    games_per_pair: int
    seed: int
    matches: dict[tuple[str, str], MatchReport]

    def standings(self) -> list[Standing]:
        """Each opponent's record as X and O against the others: most points first."""
        table = []
        for me in self.ids:
            wins = draws = losses = 0
            for other in self.ids:
                if other == me:
                    continue
                as_x = self.matches[me, other].tally
                as_o = self.matches[other, me].tally
                wins += as_x.x_win + as_o.o_win
                draws += as_x.draw + as_o.draw
                losses += as_x.o_win + as_o.x_win
            table.append(Standing(me, wins, draws, losses))
        return sorted(table, key=lambda s: (-s.points, s.loss_rate, s.opponent_id))


def round_robin(
    ids: tuple[str, ...], games: int, seed: int, path: PlayPath = PlayPath.AUTO,
    pair_done: Callable[[], None] = lambda: None,
) -> RoundRobin:
    """Play ``games`` games for every ordered pair of ``ids``, calling ``pair_done`` after each (for a count)."""
    cache = TableCache()
    matches = {}
    for x_id in ids:
        for o_id in ids:
            matches[x_id, o_id] = run_match(x_id, o_id, games, pair_seed(seed, x_id, o_id), path, cache)
            pair_done()
    return RoundRobin(ids, games, seed, matches)
