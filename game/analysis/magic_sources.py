"""Where the ``magic`` opponent's decisions come from: the article's rules or our fallback.

"Programming Tic Tac Toe: Magic Square" gives three kinds of rule -- win or
block by 15 - a - b, and its scripted lines -- and stops; ``magic`` fills the
rest with a fallback.  For each mark magic may play this counts, two ways,
which rule decides (``magic.decide``; the first rule that offers a move).
The edge opening, "left for the reader to work out", is counted apart:
magic answers it with the article's Cp and Cn, but the answer is ours.

(a) positions: every position magic can meet with its move due, when it
    plays any move its distribution allows and the other side any legal
    move -- each position counted once, however it is reached;
(b) against random: the expected number of magic's moves per game decided
    by each rule when the other side is ``random`` -- the sum over those
    positions of the exact chance that the game passes through it.

The shares are exact fractions; the magic docstring and the README quote
``summary``, and a test recomputes it.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from fractions import Fraction

from game.engine import Board, Mark
from game.opponents.base import percent
from game.opponents.magic import MagicPlayer, Source, decide
from game.opponents.random_player import RandomPlayer

#: The rules the article gives, and the ones we added where it stops.
ARTICLE_RULES = tuple(s for s in Source if s.from_article)
OWN_RULES = tuple(s for s in Source if not s.from_article)


@dataclass(frozen=True, slots=True)
class DecisionSources:
    """How many of magic's decisions, playing ``mark``, each rule makes."""

    mark: Mark
    positions: Mapping[Source, int]  # (a) positions it can meet, by the rule deciding there
    against_random: Mapping[Source, Fraction]  # (b) expected decisions per game against random, by rule

    def position_count(self, *sources: Source) -> int:
        """The positions these rules decide."""
        return sum(self.positions[s] for s in sources)

    def move_share(self, *sources: Source) -> Fraction:
        """The fraction of its moves against random that these rules decide."""
        return sum((self.against_random[s] for s in sources), Fraction(0)) / sum(self.against_random.values())

    def summary(self) -> str:
        """One sentence of the figures, as the docstring and the README quote them."""
        total = sum(self.positions.values())
        article = ARTICLE_RULES
        counts = {source: self.position_count(source) for source in OWN_RULES}
        return (
            f"As {self.mark.value}: the article decides {self.position_count(*article)} of the {total} positions"
            f" it can meet ({percent(Fraction(self.position_count(*article), total))}) and"
            f" {percent(self.move_share(*article))} of its moves against random; the edge exercise"
            f" {counts[Source.EXERCISE]} positions ({percent(self.move_share(Source.EXERCISE))} of its moves),"
            f" the fallback {counts[Source.FALLBACK]} ({percent(self.move_share(Source.FALLBACK))})."
        )


def decision_sources(mark: Mark) -> DecisionSources:
    """Count magic's decisions playing ``mark`` by the rule that makes them, both ways."""
    magic, other = MagicPlayer(), RandomPlayer()
    positions = dict.fromkeys(Source, 0)
    expected = dict.fromkeys(Source, Fraction(0))
    met: set[Board] = set()
    # (a): every move magic may make, every legal reply
    stack = [Board()]
    while stack:
        board = stack.pop()
        if board in met or board.is_over():
            continue
        met.add(board)
        if board.turn is mark:
            positions[decide(board).source] += 1
            stack.extend(board.play(sq) for sq in magic.distribution(board))
        else:
            stack.extend(board.play(sq) for sq in board.legal_moves())
    # (b): a game passes through one position per ply, so the chances of one ply's positions add up to at most 1
    layer = {Board(): Fraction(1)}
    while layer:
        following: dict[Board, Fraction] = {}
        for board, chance in layer.items():
            if board.is_over():
                continue
            player = magic if board.turn is mark else other
            if board.turn is mark:
                expected[decide(board).source] += chance
            for square, p in player.distribution(board).items():
                child = board.play(square)
                following[child] = following.get(child, Fraction(0)) + chance * p
        layer = following
    return DecisionSources(mark, positions, expected)
